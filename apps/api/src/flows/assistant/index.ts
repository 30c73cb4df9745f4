// QuimIA, the assistant: what the server uses of it (never its routes).
export { assistantSettings, DEFAULT_MODEL, type AssistantSettings } from './model-client';
