// The mapping of schema issues to field errors is shared with the site's forms (src/shared/contract/field-issues.ts).
export { fieldErrorsFromIssues } from '../../../src/shared/contract/field-issues';
