import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

// next-auth reads its options per request so secrets resolve at run time, never at build time.
async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(req as never, { params: await ctx.params } as never, authOptions());
}

export { handler as GET, handler as POST };
