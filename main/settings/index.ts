export { AgentSettingsHost, DEFAULT_AGENT_SETTINGS } from './AgentSettingsHost';
