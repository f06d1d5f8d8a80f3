import { useMutation } from '@tanstack/react-query';
import type { DemoAnalysis } from '@common/schemas/demo';
import { apiRequest } from '@/lib/api-request';

/** The public analysis of pasted text (nothing is stored), for the demo page and the onboarding demo. */
export async function analyseDemoText(text: string): Promise<DemoAnalysis> {
  return (await apiRequest('POST', '/api/demo/analysis', { text })).json() as Promise<DemoAnalysis>;
}

export function useDemoAnalysis() {
  return useMutation({ mutationFn: analyseDemoText });
}
