import { describe, expect, it } from 'vitest';
import type { CompanySettingsResponse } from '@quimia/contracts';
import { companyFormPath, toCompanyBody, toFormValues } from './company-form-model';
import { companySettingsSchema } from '@quimia/contracts';

const response: CompanySettingsResponse = {
  settings: {
    legalName: 'Químicos del Valle S.A.',
    tradeName: 'Químicos del Valle',
    ruc: null,
    tagline: '',
    description: '',
    branches: [
      {
        id: 'matriz',
        name: 'Matriz',
        address: 'Sangolquí',
        mapUrl: null,
        landlines: ['(02) 233-4567'],
        mobiles: [],
        emails: [],
        hours: [{ days: 'Lunes a viernes', time: '8:00 - 17:00' }],
      },
    ],
    whatsappNumber: '+593 99 123 4567',
    whatsappGreeting: 'Hola',
    social: {
      facebook: 'https://facebook.com/valle',
      instagram: null,
      tiktok: null,
      youtube: null,
      linkedin: null,
      x: null,
    },
    bankAccounts: [],
    ivaRate: 15,
    consumidorFinalLimitCents: 5000,
    quotationValidityDays: 15,
    quotationConditions: '',
    freeShippingThresholdCents: null,
    logoImageId: null,
    customerEmails: { accountCreated: true },
  },
  logo: null,
  updatedAt: null,
};

describe('company form model', () => {
  it('edits amounts in dollars and sends them in cents, empty links as null', () => {
    const values = toFormValues(response);
    expect(values.consumidorFinalLimit).toBe(50);
    expect(values.social.instagram).toBe('');
    expect(values.branches[0]!.mapUrl).toBe('');
    const body = companySettingsSchema.parse(
      toCompanyBody({ ...values, freeShippingThreshold: 120.5 }),
    );
    expect(body).toEqual({ ...response.settings, freeShippingThresholdCents: 12050 });
  });

  it('shows the errors of a list item on its list, and of amounts on their dollar fields', () => {
    expect(companyFormPath('branches.1.mobiles.2')).toBe('branches.1.mobiles');
    expect(companyFormPath('branches.0.emails.0')).toBe('branches.0.emails');
    expect(companyFormPath('consumidorFinalLimitCents')).toBe('consumidorFinalLimit');
    expect(companyFormPath('bankAccounts.0.holderId')).toBe('bankAccounts.0.holderId');
  });
});
