// Next 16 `proxy.ts` (formerly middleware): staff screens need a signed-in session; otherwise → /login.
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { secrets } from "@/lib/config/secrets";

export async function proxy(req: NextRequest) {
  const token = await getToken({ req, secret: secrets().sessionSecret });
  if (token) return NextResponse.next();
  const login = new URL("/login", req.url);
  login.searchParams.set("callbackUrl", `${req.nextUrl.pathname}${req.nextUrl.search}`);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/home/:path*", "/front-desk/:path*", "/housekeeping/:path*", "/pos/:path*", "/kitchen/:path*", "/admin/:path*"],
};
