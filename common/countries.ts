/**
 * The signup countries of spec §5 with their dialling codes and phone rules ("Phone hints by
 * country"). India's rule is the spec's signup rule; the others follow the hints table.
 */
export const SignupCountries = [
  { name: 'India', dialCode: '91', phonePattern: /^[6-9]\d{9}$/, hint: '10 digits starting 6-9' },
  { name: 'United States', dialCode: '1', phonePattern: /^\d{10}$/, hint: '10 digits' },
  { name: 'United Kingdom', dialCode: '44', phonePattern: /^\d{9,11}$/, hint: '9-11 digits' },
  {
    name: 'Australia',
    dialCode: '61',
    phonePattern: /^[2-9]\d{8}$/,
    hint: '9 digits starting 2-9',
  },
  { name: 'Canada', dialCode: '1', phonePattern: /^\d{10}$/, hint: '10 digits' },
  { name: 'Germany', dialCode: '49', phonePattern: /^\d{11,12}$/, hint: '11-12 digits' },
  { name: 'France', dialCode: '33', phonePattern: /^\d{9}$/, hint: '9 digits' },
  { name: 'Japan', dialCode: '81', phonePattern: /^[7-9]\d{9}$/, hint: '10 digits starting 7-9' },
  {
    name: 'Singapore',
    dialCode: '65',
    phonePattern: /^[89]\d{7}$/,
    hint: '8 digits starting 8 or 9',
  },
  { name: 'UAE', dialCode: '971', phonePattern: /^5\d{8}$/, hint: '9 digits starting 5' },
] as const;

export type SignupCountryName = (typeof SignupCountries)[number]['name'];

export const DEFAULT_COUNTRY: SignupCountryName = 'India';

export const signupCountryNames = SignupCountries.map((c) => c.name) as [
  SignupCountryName,
  ...SignupCountryName[],
];

/** The country record for a signup country name. */
export function findSignupCountry(name: string) {
  return SignupCountries.find((c) => c.name === name);
}
