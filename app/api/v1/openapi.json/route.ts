import { openApiDocument } from "@/lib/openapi/document";

// The API reference as OpenAPI 3.1, generated from the same zod schemas the routes validate with.
export function GET() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=60" } });
}
