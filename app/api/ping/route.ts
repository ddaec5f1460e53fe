// GET /api/ping: a constant answer through the same proxy; the benchmark's baseline for a route handler.
export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
