/** Base URL of the API; empty means the SPA's own origin, which serves /auth, /api and /avatar. */
export const apiBase = import.meta.env.VITE_API_BASE ?? '';
