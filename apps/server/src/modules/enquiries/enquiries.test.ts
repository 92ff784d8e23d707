import { describe, expect, it } from 'vitest';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';

const DAY = 24 * 60 * 60 * 1000;
const OWNER = 'owner@sangam.example';

const enquiry = {
  service: 'ca',
  plan: 'premium',
  name: 'Lakshmi Devi',
  phone: '98450 12345',
  message: 'We need our first statutory audit.\nPlease call after 5 pm.',
};

const enquiryMails = (testApp: TestApp) =>
  testApp.mailbox.messages.filter((mail) => mail.subject.startsWith('Service enquiry'));

describe('service enquiries (document 2, 2.15; decision 033)', async () => {
  const testApp = await buildTestApp({
    OWNER_EMAIL: OWNER,
    SUPPORT_PHONE: '1800 123 4567',
    SUPPORT_EMAIL: 'help@sangam.example',
  });
  const { app } = testApp;
  const owner = await createOperator(testApp, OWNER);
  const operator = await createOperator(testApp, 'ravi@hosur.example');
  const client = clientFor(testApp, operator.cookie);

  const expire = async (fpoId: string, plan: string) => {
    const headers = originHeaders(testApp, owner.cookie);
    const ended = await app.inject({
      method: 'PUT',
      url: `/api/admin/fpos/${fpoId}/trial`,
      headers,
      payload: { trialEndDate: new Date(Date.now() - 2 * DAY).toISOString() },
    });
    expect(ended.statusCode, ended.body).toBeLessThan(300);
    const planned = await app.inject({
      method: 'PUT',
      url: `/api/admin/fpos/${fpoId}/plan`,
      headers,
      payload: { plan },
    });
    expect(planned.statusCode, planned.body).toBeLessThan(300);
  };

  it("gives the pages Sangam's contact and says enquiries are open", async () => {
    const answer = await client.get('/api/services');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      contact: { phone: '1800 123 4567', email: 'help@sangam.example' },
      enquiriesOpen: true,
    });
  });

  it('refuses the contact and an enquiry to nobody', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(401);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: originHeaders(testApp),
      payload: enquiry,
    });
    expect(sent.statusCode).toBe(401);
  });

  it("mails the owner the FPO, the user's email, the phone, the service, the plan with its price and the message", async () => {
    const before = enquiryMails(testApp).length;
    const sent = await client.post('/api/enquiries', enquiry);
    expect(sent.statusCode, sent.body).toBe(204);
    const mails = enquiryMails(testApp);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toBe(OWNER);
    expect(mail?.subject).toBe('Service enquiry from Hosur Farmers Producer Company: CA services');
    for (const line of [
      'FPO: Hosur Farmers Producer Company',
      'Contact person: Lakshmi Devi',
      'User email: ravi@hosur.example',
      'Phone: +919845012345',
      'Service: CA services',
      'Plan: Premium, ₹45,000 per year',
      'We need our first statutory audit.\nPlease call after 5 pm.',
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.html).toContain('Plan: Premium, ₹45,000 per year');
  });

  it('says when no plan was chosen, and shows the DPR price per project with Indian grouping', async () => {
    const other = await createOperator(testApp);
    const otherClient = clientFor(testApp, other.cookie);
    expect(
      (await otherClient.post('/api/enquiries', { ...enquiry, service: 'hfn_store', plan: null })).statusCode,
    ).toBe(204);
    expect(enquiryMails(testApp).at(-1)?.text).toContain('Plan: not chosen yet');
    expect(
      (
        await otherClient.post('/api/enquiries', {
          ...enquiry,
          service: 'dpr',
          plan: 'investment',
          message: null,
        })
      ).statusCode,
    ).toBe(204);
    const mail = enquiryMails(testApp).at(-1);
    expect(mail?.text).toContain('Plan: Investment DPR, ₹1,00,000 per project');
    expect(mail?.text).toContain('(no message)');
  });

  it('escapes what the FPO typed in the html of the mail', async () => {
    const other = await createOperator(testApp);
    const sent = await clientFor(testApp, other.cookie).post('/api/enquiries', {
      ...enquiry,
      name: '<b>Ravi</b>',
      message: '<script>alert(1)</script> & <img src=x onerror=alert(1)>',
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const html = enquiryMails(testApp).at(-1)?.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Ravi');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img');
  });

  it('refuses the sixth enquiry of an FPO within the hour with 429, and sends no mail for it', async () => {
    const busy = await createOperator(testApp);
    const busyClient = clientFor(testApp, busy.cookie);
    for (let i = 0; i < 5; i++)
      expect((await busyClient.post('/api/enquiries', { ...enquiry, message: `Try ${i}` })).statusCode).toBe(
        204,
      );
    const before = enquiryMails(testApp).length;
    const sixth = await busyClient.post('/api/enquiries', enquiry);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('rate_limited');
    expect(enquiryMails(testApp)).toHaveLength(before);
    // Another FPO has its own five.
    expect(
      (await clientFor(testApp, (await createOperator(testApp)).cookie).post('/api/enquiries', enquiry))
        .statusCode,
    ).toBe(204);
  });

  it('refuses accounting to a Starters FPO after its trial, and CA to a Pro FPO; Pro Max may ask about both', async () => {
    const starters = await createOperator(testApp);
    await expire(starters.fpoId, 'starters');
    const refused = await clientFor(testApp, starters.cookie).post('/api/enquiries', {
      ...enquiry,
      service: 'accounting',
      plan: null,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'plan_required', issues: [{ field: 'plan', code: 'pro' }] },
    });

    const pro = await createOperator(testApp);
    await expire(pro.fpoId, 'pro');
    const proClient = clientFor(testApp, pro.cookie);
    expect(
      (await proClient.post('/api/enquiries', { ...enquiry, service: 'accounting', plan: null })).statusCode,
    ).toBe(204);
    const ca = await proClient.post('/api/enquiries', enquiry);
    expect(ca.statusCode).toBe(403);
    expect(ca.json().error.issues).toEqual([{ field: 'plan', code: 'pro_max' }]);

    const proMax = await createOperator(testApp);
    await expire(proMax.fpoId, 'pro_max');
    expect((await clientFor(testApp, proMax.cookie).post('/api/enquiries', enquiry)).statusCode).toBe(204);
  });

  it.each([
    ['plan', 'plan_invalid', { ...enquiry, plan: 'bank_loan' }],
    ['plan', 'plan_invalid', { ...enquiry, service: 'accounting' }],
    ['service', 'service_invalid', { ...enquiry, service: 'legal' }],
    ['phone', 'phone_invalid', { ...enquiry, phone: '12345' }],
    ['name', 'name_required', { ...enquiry, name: '' }],
    ['message', 'too_long', { ...enquiry, message: 'x'.repeat(2001) }],
    ['message', 'text_invalid_characters', { ...enquiry, message: 'Hi\u0000' }],
    ['fpoName', 'unknown_field', { ...enquiry, fpoName: 'Someone else' }],
    ['to', 'unknown_field', { ...enquiry, to: 'attacker@example.org' }],
  ])('refuses a body whose %s is wrong (%s) with 400, and sends nothing', async (field, code, body) => {
    const before = testApp.mailbox.messages.length;
    const answer = await client.post('/api/enquiries', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.issues).toContainEqual({ field, code });
    expect(testApp.mailbox.messages).toHaveLength(before);
  });
});

describe('service enquiries without OWNER_EMAIL', async () => {
  const testApp = await buildTestApp({ SUPPORT_EMAIL: 'help@sangam.example' });
  const operator = await createOperator(testApp);
  const client = clientFor(testApp, operator.cookie);

  it('says enquiries are closed, with the contact still shown', async () => {
    expect((await client.get('/api/services')).json()).toEqual({
      contact: { phone: null, email: 'help@sangam.example' },
      enquiriesOpen: false,
    });
  });

  it('answers 503 enquiries_not_configured and sends nothing', async () => {
    const before = testApp.mailbox.messages.length;
    const answer = await client.post('/api/enquiries', enquiry);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: { code: 'enquiries_not_configured' } });
    expect(testApp.mailbox.messages).toHaveLength(before);
  });
});
