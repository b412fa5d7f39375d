import { apiRequest } from '@/lib/api-client';

/** POST /api/logout; the result is ignored and errors are only logged (spec §7, §8). */
export async function logOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/logout');
  } catch (error) {
    console.error('Logout failed on the server', error);
  }
}
