// QuimIA, the assistant: what the server uses of it (never its routes).
export { assistantSettings, type AssistantSettings } from './model-client';
