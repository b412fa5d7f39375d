import { GetCsrfToken } from '@common/contracts/auth';
import { csrfTokenFor } from '../../plugins/csrf';
import { route } from '../route';

/** GET /api/csrf-token: the token for this browser's session or pre-session (spec §7). */
export const getCsrfTokenRoute = route(GetCsrfToken, ({ ctx, request, reply }) => ({
  csrfToken: csrfTokenFor(request, reply, ctx),
}));
