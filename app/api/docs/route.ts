// Renders the OpenAPI document with Scalar's standalone bundle, served from our own origin (no CDN).
export function GET() {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Innkeep API reference</title></head>
<body>
<script id="api-reference" data-url="/api/v1/openapi.json"></script>
<script src="/api/docs/scalar.js"></script>
</body>
</html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
