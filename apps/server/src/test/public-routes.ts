/**
 * The routes anyone may call without a session, each with its reason: the route walkers and the
 * permission matrix read this one list. A route is public only if it is named here. better-auth's
 * own routes (`/api/auth/*`) are public by nature and not in our OpenAPI document.
 */
export const publicRoutes: Record<string, string> = {
  'GET /api/health': 'load balancers and monitors ask it',
  'GET /api/brochure': 'buyers open the product brochure an FPO shares with them (decision 013)',
  'GET /media/{bucket}/{fpoId}/{file}': 'pictures are shown on the public Mandi and brochure (decision 013)',
  'GET /api/mandi/products': 'buyers browse the Mandi without signing in (document 2, 2.20)',
  'GET /api/mandi/products/{productId}': 'a product link shared on WhatsApp opens for anyone (issue 14)',
  'GET /api/mandi/fpos/{fpoId}': 'the public FPO page (document 2, 2.21)',
  'GET /api/crops': 'the crop picker of the public requirement form (document 2, 2.22)',
  'POST /api/crops': 'a visitor suggests a crop, kept pending for an admin (issue 14)',
  'GET /api/public/buyer-requirements/form': 'the public form notes when it was opened (issue 14)',
  'POST /api/public/buyer-requirements': 'buyers post requirements without an account (document 2, 2.22)',
  'GET /api/whatsapp/webhook':
    'Meta checks the webhook address; only our verify token gets the challenge (decision 025)',
  'POST /api/whatsapp/webhook':
    'Meta delivers statuses and replies; only a delivery signed with the app secret is read (decision 025)',
  'GET /api/invitations/{token}':
    'the invitation link opens before its invitee has an account; its token is the secret (decision 036)',
  'POST /api/invitations/{token}/accept':
    'the invitee accepts with the token from their mailbox, as a new account if need be (decision 036)',
};
