export { AgentSettingsHost, DEFAULT_AGENT_SETTINGS } from './AgentSettingsHost';
export { RememberedModel, type RememberedLoad } from './RememberedModel';
