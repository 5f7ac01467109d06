import Link from "next/link";

export function Forbidden({ what }: { what: string }) {
  return (
    <div data-testid="forbidden" className="mx-auto mt-10 max-w-lg rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <h1 className="text-xl font-semibold">Not available for your role</h1>
      <p className="mt-2 text-sm text-slate-700">Your account cannot open {what}. Ask a manager if you need access.</p>
      <Link href="/home" className="mt-4 inline-block text-sm font-medium text-indigo-800 underline">
        Back to home
      </Link>
    </div>
  );
}
