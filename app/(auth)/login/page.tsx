import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Sign in" };

export default function LoginPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center p-6">
      <h1 className="text-2xl font-bold">Innkeep</h1>
      <p className="mt-1 text-sm text-slate-600">Sign in to the front desk, housekeeping, restaurant or kitchen screens.</p>
      <Suspense>
        <LoginForm />
      </Suspense>
    </main>
  );
}
