import type { Checker } from './client';

/** A customer of the simulator's fixtures without e-mail (fixtures/customers.json), for the no-email PIN. */
export const SIM_NO_EMAIL_CUSTOMER = 'CUST-1003';

/** True when the API is the Taxcert simulator (it serves its own OpenAPI document under /__sim). */
export async function isSimulator(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/__sim/openapi.json', baseUrl), { signal: AbortSignal.timeout(5000) });
    return res.ok && (res.headers.get('content-type') ?? '').includes('application/json');
  } catch {
    return false;
  }
}

/** The `name=value` of each cookie an answer sets. */
export const cookiesOf = (headers: Record<string, string | string[] | undefined>): string[] => {
  const set = headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0] ?? '').filter(Boolean);
};

export interface SimSession {
  /** `taxcert_session=…` */
  cookie: string;
  name: string;
  email: string | null;
  /** The no-email confirmation's resend reference (customers without e-mail). */
  resendReference: string | null;
}

/**
 * Signs a customer of the simulator in the way a browser does, checking each call: a fresh link from
 * /__sim/auth-link, auth.token (opens it: 302 and the link cookie), auth.authenticationLink (the identity).
 */
export async function signInToSimulator(checker: Checker, customer?: string): Promise<SimSession | undefined> {
  const res = await fetch(
    new URL(`/__sim/auth-link${customer ? `?customer=${encodeURIComponent(customer)}` : ''}`, checker.baseUrl),
  );
  if (!res.ok) return undefined;
  const info = (await res.json()) as { link: string; email: string | null; uniqueRef: string; name: string };
  const link = new URL(info.link);
  const opened = await checker.call('auth.token', {
    path: `${link.pathname}${link.search}`,
    expect: [302],
    cookie: '',
  });
  const linkCookie = cookiesOf(opened.headers).join('; ');
  const signed = await checker.call('auth.authenticationLink', {
    path: '/api/authentaLink',
    body: { email: info.email ?? '', uniqueRef: info.uniqueRef, name: info.name },
    cookie: linkCookie,
    expect: [200],
  });
  const cookie = cookiesOf(signed.headers).find((c) => c.startsWith('taxcert_session='));
  if (!cookie) return undefined;
  const body = signed.json as { resendReference?: string | null } | null;
  return { cookie, name: info.name, email: info.email, resendReference: body?.resendReference ?? null };
}
