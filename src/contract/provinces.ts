/*
 * The province names the API stores and accepts: Spain's 52 provinces by INE code, an
 * established fact the shop (lib/account/postal-province.ts) and the sandbox share.
 */

/**
 * Spain's 52 provinces by INE code, which is also the first two digits of their postal codes
 * (28001 Madrid, 08001 Barcelona, 51001 Ceuta). The first name is the one stored; the others are
 * spellings shoppers type and are accepted as the same province.
 */
export const PROVINCES: Readonly<Record<string, readonly string[]>> = {
  '01': ['Álava', 'Araba', 'Araba/Álava'],
  '02': ['Albacete'],
  '03': ['Alicante', 'Alacant', 'Alicante/Alacant'],
  '04': ['Almería'],
  '05': ['Ávila'],
  '06': ['Badajoz'],
  '07': ['Illes Balears', 'Islas Baleares', 'Baleares', 'Balears'],
  '08': ['Barcelona'],
  '09': ['Burgos'],
  '10': ['Cáceres'],
  '11': ['Cádiz'],
  '12': ['Castellón', 'Castelló', 'Castellón/Castelló'],
  '13': ['Ciudad Real'],
  '14': ['Córdoba'],
  '15': ['A Coruña', 'La Coruña', 'Coruña'],
  '16': ['Cuenca'],
  '17': ['Girona', 'Gerona'],
  '18': ['Granada'],
  '19': ['Guadalajara'],
  '20': ['Gipuzkoa', 'Guipúzcoa'],
  '21': ['Huelva'],
  '22': ['Huesca'],
  '23': ['Jaén'],
  '24': ['León'],
  '25': ['Lleida', 'Lérida'],
  '26': ['La Rioja', 'Rioja'],
  '27': ['Lugo'],
  '28': ['Madrid'],
  '29': ['Málaga'],
  '30': ['Murcia'],
  '31': ['Navarra', 'Nafarroa'],
  '32': ['Ourense', 'Orense'],
  '33': ['Asturias'],
  '34': ['Palencia'],
  '35': ['Las Palmas', 'Palmas'],
  '36': ['Pontevedra'],
  '37': ['Salamanca'],
  '38': ['Santa Cruz de Tenerife', 'Tenerife'],
  '39': ['Cantabria'],
  '40': ['Segovia'],
  '41': ['Sevilla'],
  '42': ['Soria'],
  '43': ['Tarragona'],
  '44': ['Teruel'],
  '45': ['Toledo'],
  '46': ['Valencia', 'València'],
  '47': ['Valladolid'],
  '48': ['Bizkaia', 'Vizcaya'],
  '49': ['Zamora'],
  '50': ['Zaragoza'],
  '51': ['Ceuta'],
  '52': ['Melilla'],
};

/** Spanish postal codes: five digits, 01000 to 52999 (the first two digits are the province). */
const POSTAL_CODE = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

/** The province of a Spanish postal code (its stored name), or null when the code is not one. */
export function provinceOfPostalCode(postalCode: string): string | null {
  if (!POSTAL_CODE.test(postalCode)) return null;
  return PROVINCES[postalCode.slice(0, 2)]?.[0] ?? null;
}
