/** The only place build-time environment is read (conventions.md §18). Run-time settings live in app-config.json. */
export const env = {
  /** Vite's base path: where index.html and app-config.json are served from. */
  baseUrl: import.meta.env.BASE_URL,
  isDev: import.meta.env.DEV,
} as const;
