/**
 * Ecuadorian identification numbers: the cédula (10 digits) and the RUC (13 digits), checked as
 * the SRI numbers them: province, kind of taxpayer (third digit), check digit, establishment.
 */

/** Provinces 01–24, and 30 and 50, which the Registro Civil gives to foreigners. */
function validProvince(digits: string): boolean {
  const province = Number(digits.slice(0, 2));
  return (province >= 1 && province <= 24) || province === 30 || province === 50;
}

/** Módulo 10 over the first nine digits, coefficients 2,1,2,1…: a product over 9 loses 9. */
function cedulaCheckDigitMatches(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[9]);
}

/** Módulo 11 with the weights over the first digits; the next digit is the check digit. */
function modulo11Matches(digits: string, weights: readonly number[]): boolean {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check < 10 && check === Number(digits[weights.length]);
}

const PUBLIC_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * A cédula: 10 digits, a province, a natural person's third digit (0–5; 6 for some foreigners)
 * and its módulo-10 check digit.
 */
export function isValidCedula(value: string): boolean {
  return (
    /^\d{10}$/.test(value) &&
    validProvince(value) &&
    Number(value[2]) <= 6 &&
    cedulaCheckDigitMatches(value)
  );
}

/**
 * A RUC: 13 digits, a province, then by its third digit:
 * - 0–5: a natural person: a valid cédula and an establishment other than 000;
 * - 6: a public entity (módulo 11, check digit 9th, establishment other than 0000), or a foreigner
 *   numbered as a natural person;
 * - 9: a company: format, province and establishment only. The SRI no longer issues company RUCs
 *   with a check digit (active companies such as 1793213150001 fail every algorithm), so refusing
 *   them would lock real sellers out.
 */
export function isValidRuc(value: string): boolean {
  if (!/^\d{13}$/.test(value) || !validProvince(value)) return false;
  const third = Number(value[2]);
  const natural = () => value.slice(10) !== '000' && isValidCedula(value.slice(0, 10));
  if (third <= 5) return natural();
  if (third === 6) {
    return (value.slice(9) !== '0000' && modulo11Matches(value, PUBLIC_WEIGHTS)) || natural();
  }
  if (third === 9) return value.slice(10) !== '000';
  return false;
}

const COMPANY_WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Whether a company RUC (third digit 9) passes a check digit: the company algorithm or, as some
 * do, the public entities' one. Many real company RUCs pass neither, so a failure is a warning the
 * buyer confirms, never a refusal (`isValidRuc` accepts them).
 */
export function companyRucCheckDigitMatches(value: string): boolean {
  return modulo11Matches(value, COMPANY_WEIGHTS) || modulo11Matches(value, PUBLIC_WEIGHTS);
}

/** A cédula or a RUC, as a bank account's holder is identified. */
export function isValidCedulaOrRuc(value: string): boolean {
  return value.length === 10 ? isValidCedula(value) : isValidRuc(value);
}
