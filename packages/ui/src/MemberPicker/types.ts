/** A cluster (country) of the division list. */
export interface MemberPickerCountry {
  countryCode: string;
  country: string;
}

/** A store or practice of the division list. */
export interface MemberPickerDivision {
  divisionCode: string;
  division: string;
  countryCode: string;
}
