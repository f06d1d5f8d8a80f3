import { useQuery } from '@tanstack/react-query';
import type { TemplateDto, TemplateSummaryDto } from '@common/schemas/drafting';

export const TEMPLATES_URL = '/api/templates';
/** a template id as the server accepts it (anything else would only get a 400) */
export const TEMPLATE_ID = /^[a-z0-9-]{1,80}$/;

/** Every template, for the picker; they change only with a new version of Counsel. */
export const useTemplates = () => useQuery<{ templates: TemplateSummaryDto[] }>({ queryKey: [TEMPLATES_URL], staleTime: Infinity });

/** One template with its guide and its questions. */
export const useTemplate = (id: string | null) =>
  useQuery<TemplateDto>({ queryKey: [`${TEMPLATES_URL}/${id ?? ''}`], enabled: id !== null && TEMPLATE_ID.test(id), staleTime: Infinity });
