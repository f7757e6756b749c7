export { confidentialityOf, NO_PACK_CONTENT, type Confidentiality } from './Confidentiality';
export { Egress, type EgressOptions, type EgressPurpose, type EgressRecord, type EgressRequest } from './Egress';
export { ConfidentialEgressError, EgressDisabledError } from './egressErrors';
