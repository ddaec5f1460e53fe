import { AppError } from '@/lib/server/core/errors';
import { errorResponse } from '@/lib/server/http/route';

// Any unknown API path: the JSON error envelope, never an HTML page.
function notFound(): Response {
  return errorResponse(new AppError('not_found'));
}
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
