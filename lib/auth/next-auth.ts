// Staff sign-in for the screens: next-auth v4, credentials against the same users as POST /v1/auth/login,
// JWT sessions carrying roles and property ids (the API kit reads the same cookie, see session-principal.ts).
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { secrets } from "../config/secrets";
import { recordFailedSignIn, signInBudget } from "../http/rate-limit";
import { clientIp } from "../http/route";
import { logger } from "../log/logger";
import { authenticateUser } from "./principals";

const ZCredentials = z.object({ email: z.string().trim().email().max(254), password: z.string().min(1).max(200) });

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export function authOptions(): NextAuthOptions {
  return {
    secret: secrets().sessionSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(raw, req) {
          const parsed = ZCredentials.safeParse(raw);
          if (!parsed.success) return null;
          const headers = new Headers((req?.headers ?? {}) as Record<string, string>);
          const ip = clientIp(new Request("http://innkeep.local/", { headers }));
          const email = parsed.data.email.toLowerCase();
          if (!(await signInBudget(ip, email)).allowed) {
            logger.warn({ ip }, "staff sign-in rate limited");
            return null;
          }
          try {
            const p = await authenticateUser(parsed.data.email, parsed.data.password);
            logger.info({ userId: p.id }, "staff signed in");
            return { id: p.id, email: p.email, name: p.name, roles: p.roles, properties: p.properties, tid: p.tenantId };
          } catch {
            await recordFailedSignIn(email);
            logger.info({ ip }, "staff sign-in refused");
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as typeof user & { roles: string[]; properties: string[]; tid: string };
          token.sub = u.id;
          token.roles = u.roles;
          token.properties = u.properties;
          token.tid = u.tid;
        }
        return token;
      },
      async session({ session, token }) {
        return {
          ...session,
          user: {
            id: token.sub,
            name: token.name,
            email: token.email,
            roles: (token.roles as string[]) ?? [],
            properties: (token.properties as string[]) ?? [],
          },
        };
      },
    },
  };
}
