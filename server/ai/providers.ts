/**
 * The language model behind the assistant, chosen by configuration: the built-in offline engine
 * (default), any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp, LM Studio) or Anthropic.
 * All are AI SDK language models, so the answer engine treats them alike.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../config';
import { createOfflineModel, OFFLINE_MODEL_ID } from './offline/offline-model';

export interface AnswerModel {
  model: LanguageModel;
  /** `offline` composes from the passages itself; `llm` is prompted with them */
  kind: 'offline' | 'llm';
  /** stored with each answer: which provider and model wrote it */
  provider: string;
  modelId: string;
  /** the longest an answer may take before it counts as failed */
  timeoutMs?: number;
}

export function createAnswerModel(config: AiConfig): AnswerModel {
  switch (config.provider) {
    case 'offline':
      return { model: createOfflineModel(), kind: 'offline', provider: 'offline', modelId: OFFLINE_MODEL_ID };
    case 'openai-compatible': {
      const provider = createOpenAICompatible({ name: 'llm', baseURL: config.baseUrl, apiKey: config.apiKey, includeUsage: true });
      return { model: provider.chatModel(config.model), kind: 'llm', provider: 'openai-compatible', modelId: config.model, timeoutMs: config.timeoutMs };
    }
    case 'anthropic': {
      const provider = createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl });
      return { model: provider.messages(config.model), kind: 'llm', provider: 'anthropic', modelId: config.model, timeoutMs: config.timeoutMs };
    }
  }
}
