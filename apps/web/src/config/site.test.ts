import { describe, expect, it } from 'vitest';
import { reachableOnWhatsapp, whatsappLink } from './site';

describe('whatsappLink', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(whatsappLink('+593 (98) 765-4321', 'Hola, ¿precio del ácido cítrico? 25 kg & más')).toBe(
      'https://wa.me/593987654321?text=Hola%2C%20%C2%BFprecio%20del%20%C3%A1cido%20c%C3%ADtrico%3F%2025%20kg%20%26%20m%C3%A1s',
    );
  });

  it('sends an empty message as it is: the widget does not check it', () => {
    expect(whatsappLink('+593991234567', '')).toBe('https://wa.me/593991234567?text=');
  });

  it('writes a number given in local form with the country code, as wa.me needs', () => {
    expect(whatsappLink('099 555 1234', 'Hola')).toBe('https://wa.me/593995551234?text=Hola');
    expect(whatsappLink('+1 (305) 555-0100', 'Hi')).toBe('https://wa.me/13055550100?text=Hi');
  });
});

describe('reachableOnWhatsapp', () => {
  it('takes a number that reads whole with its country code', () => {
    expect(reachableOnWhatsapp('099 555 1234')).toBe(true);
    expect(reachableOnWhatsapp('+593 99 555 1234')).toBe(true);
    expect(reachableOnWhatsapp('593995551234')).toBe(true);
  });

  it('leaves out a number without its area or too short to be one', () => {
    expect(reachableOnWhatsapp('995551234')).toBe(false);
    expect(reachableOnWhatsapp('099 55')).toBe(false);
    expect(reachableOnWhatsapp('')).toBe(false);
  });
});
