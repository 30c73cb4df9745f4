import { describe, expect, it } from 'vitest';
import {
  accountCreatedMail,
  orderLinesChangedMail,
  passwordResetMail,
  type ShopIdentity,
} from './mail-templates';

const shop: ShopIdentity = {
  name: 'Química <Andina> & Cía',
  phone: '+593 99 123 4567',
  email: 'ventas@andina.ec',
  url: 'https://tienda.example.ec',
};

describe('mail templates', () => {
  it('write the same message in text and HTML, signed by the shop, every value escaped', () => {
    const mail = passwordResetMail({
      name: 'Ana "<script>alert(1)</script>"',
      link: 'https://tienda.example.ec/auth/jwt/reset-password?token=abc&x="y"',
      minutes: 30,
    }).compose(shop);
    expect(mail.subject).toBe('Restablece tu contraseña de Química <Andina> & Cía');
    expect(mail.text).toContain('Hola, Ana "<script>alert(1)</script>":');
    expect(mail.text).toContain('token=abc&x="y"');
    expect(mail.text).toMatch(/Saludos,\nQuímica <Andina> & Cía\nTeléfono \/ WhatsApp: \+593/);
    expect(mail.text).toContain('Correo: ventas@andina.ec');
    expect(mail.text).toContain('30 minutos');

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<Andina>');
    expect(mail.html).toContain('Ana &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(mail.html).toContain(
      'href="https://tienda.example.ec/auth/jwt/reset-password?token=abc&amp;x=&quot;y&quot;"',
    );
    expect(mail.html).toContain('Química &lt;Andina&gt; &amp; Cía');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('tell the buyer each change of their order, before and after, every product name escaped', () => {
    const mail = orderLinesChangedMail({
      name: 'Ana Paz',
      number: 'PED-2026-000042',
      changes: ['Saco 25 kg de Ácido <b>cítrico</b>: 10 → 6 ($750,00 → $450,00)'],
      total: '$517,50 (IVA incluido)',
      link: null,
    }).compose(shop);
    expect(mail.subject).toBe('Cambiamos tu pedido PED-2026-000042');
    expect(mail.text).toContain('Saco 25 kg de Ácido <b>cítrico</b>: 10 → 6 ($750,00 → $450,00)');
    expect(mail.text).toContain('Nuevo total: $517,50 (IVA incluido).');
    expect(mail.html).toContain('Ácido &lt;b&gt;cítrico&lt;/b&gt;: 10 → 6');
    expect(mail.html).not.toContain('<b>cítrico');
  });

  it('say who created the account and link to the sign-in page', () => {
    const bySelf = accountCreatedMail({
      name: 'Nora',
      email: 'nora@ejemplo.ec',
      loginLink: 'https://tienda.example.ec/auth/jwt/login',
      byAdministrator: false,
    });
    expect(bySelf.kind).toBe('account-created');
    const text = bySelf.compose({ name: 'ProduApps', url: 'https://tienda.example.ec' }).text;
    expect(text).toContain('Tu cuenta en ProduApps con el correo nora@ejemplo.ec está lista.');
    expect(text).toContain('Iniciar sesión: https://tienda.example.ec/auth/jwt/login');
    expect(text).not.toContain('Teléfono');

    const byAdmin = accountCreatedMail({
      name: 'Víctor',
      email: 'victor@ejemplo.ec',
      loginLink: 'https://tienda.example.ec/auth/jwt/login',
      byAdministrator: true,
    }).compose(shop);
    expect(byAdmin.subject).toBe('Tu cuenta fue creada');
    expect(byAdmin.text).toMatch(/creó una cuenta para ti con el correo victor@ejemplo.ec/);
  });
});
