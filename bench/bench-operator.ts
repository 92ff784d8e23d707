import type { App } from '../apps/server/src/app.ts';
import type { MailMessage } from '../apps/server/src/mail/mailer.ts';

const cookieOf = (header: string | string[] | undefined) =>
  [header ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * One operator made through the app as a person makes it: sign-up, the confirmation link from the
 * mail (the browser that signed up stays signed in, decision 008), onboarding. `mails` is what the
 * app's mailer was given. Returns the session cookie and the FPO's id.
 */
export const onboardBenchOperator = async (
  app: App,
  mails: MailMessage[],
  { baseUrl, email = 'bench@example.org' }: { baseUrl: string | undefined; email?: string },
) => {
  const origin = { origin: baseUrl };
  const cookie = cookieOf(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: origin,
        payload: { email, password: 'secret123', name: 'bench' },
      })
    ).headers['set-cookie'],
  );
  const link = new URL(mails.find((m) => m.to === email)?.links?.[0] as string);
  await app.inject({ method: 'GET', url: link.pathname + link.search, headers: { cookie } });
  const me = await app.inject({
    method: 'POST',
    url: '/api/onboarding',
    headers: { ...origin, cookie },
    payload: {
      fullName: 'Bench',
      countryCode: '+91',
      phone: '9845012345',
      language: 'en',
      fpoName: 'Bench FPO',
      fpoPhone: '9845012345',
    },
  });
  return { cookie, fpoId: me.json().fpo.id as string };
};
