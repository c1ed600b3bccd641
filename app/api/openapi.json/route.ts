import { methodNotAllowed } from '@/lib/api/respond';
import { openApiResponse } from '@/lib/openapi/serve';

// The OpenAPI 3.1 description of the public API (docs/design.md, "The public API").
export function GET(): Response {
  return openApiResponse();
}

export const OPTIONS = methodNotAllowed;
