import { describe, expect, it } from 'vitest';
import {
  CONSUMIDOR_FINAL_ID,
  customerBillingSchema,
  deliveryAddressSchema,
  ECUADOR_PROVINCES,
} from './customers';

const billing = {
  identificationType: 'ruc',
  identification: '1714307103001',
  name: 'Limpiezas del Valle S.A.',
  address: 'Av. General Rumiñahui y Calle 5, Sangolquí',
  email: 'Facturas@LimpiezasValle.ec',
  phone: '',
};

const messages = (input: unknown) =>
  customerBillingSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('customerBillingSchema', () => {
  it('accepts a RUC and keeps the e-mail lower-cased, an empty phone null', () => {
    expect(customerBillingSchema.parse(billing)).toMatchObject({
      identification: '1714307103001',
      email: 'facturas@limpiezasvalle.ec',
      phone: null,
    });
  });

  it('refuses a RUC, a cédula or a passport that is not valid, in Spanish', () => {
    expect(messages({ ...billing, identification: '1714307104001' })).toEqual([
      ['identification', expect.stringContaining('El RUC no es válido')],
    ]);
    expect(
      messages({ ...billing, identificationType: 'cedula', identification: '1714307104' }),
    ).toEqual([['identification', expect.stringContaining('La cédula no es válida')]]);
    expect(
      messages({ ...billing, identificationType: 'pasaporte', identification: 'A-1' }),
    ).toEqual([['identification', expect.stringContaining('pasaporte')]]);
  });

  it('asks for the name and address unless the buyer is consumidor final', () => {
    expect(messages({ ...billing, name: ' ', address: '' })).toEqual([
      ['name', 'Ingresa la razón social o el nombre'],
      ['address', 'Ingresa la dirección'],
    ]);
    expect(
      customerBillingSchema.parse({
        ...billing,
        identificationType: 'consumidor_final',
        identification: '',
        name: '',
        address: '',
      }),
    ).toMatchObject({ identification: CONSUMIDOR_FINAL_ID, name: 'CONSUMIDOR FINAL' });
  });
});

describe('deliveryAddressSchema', () => {
  it('lists the 24 provinces and refuses anything else', () => {
    expect(ECUADOR_PROVINCES).toHaveLength(24);
    const address = {
      label: 'Bodega',
      contactName: 'Rosa Quishpe',
      phone: '099 555 1234',
      province: 'Pichincha',
      city: 'Quito',
      address: 'Av. Maldonado S12-34',
    };
    expect(deliveryAddressSchema.parse(address)).toMatchObject({ reference: '', isDefault: false });
    expect(
      deliveryAddressSchema.safeParse({ ...address, province: 'Lima' }).error?.issues[0]?.message,
    ).toBe('Elige la provincia');
  });
});
