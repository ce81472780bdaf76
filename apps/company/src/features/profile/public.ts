// What other features use of the company profile: the company-data form (settings has it as a tab) and
// the labels and hint of its fields (registration asks for the same ones).
export {
  CompanyDataForm,
  type CompanyLabels,
  DocumentHint,
  useCompanyLabels,
  useCompanySaved,
} from './company-form'
