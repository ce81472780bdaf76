// What other features use of the company profile: the company-data form and the account's users (settings
// has them as a tab) and
// the labels and hint of its fields (registration asks for the same ones).
export {
  CompanyDataForm,
  type CompanyLabels,
  DocumentHint,
  useCompanyLabels,
  useCompanySaved,
} from './company-form'
export { CompanyUsers } from './users-form'
