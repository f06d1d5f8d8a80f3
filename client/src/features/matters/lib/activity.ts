/** The timeline's entries in words: "opened the matter", "changed the title and priority", "added the task “Call the landlord”". */

interface Entry {
  verb: string;
  detail: Record<string, unknown>;
}

const FIELD_NAMES: Record<string, string> = {
  title: 'the title',
  clientName: 'the client name',
  clientContact: 'the client contact',
  practiceArea: 'the practice area',
  status: 'the status',
  priority: 'the priority',
  description: 'the description',
  openedOn: 'the opening date',
  tags: 'the tags',
  responsibleUserId: 'who is responsible',
};

const SUBJECTS: Record<string, string> = { task: 'task', deadline: 'deadline', note: 'note', link: 'link', document: 'document', conversation: 'conversation' };

const ACTIONS: Record<string, string> = {
  created: 'added',
  added: 'added',
  updated: 'changed',
  changed: 'changed',
  edited: 'changed',
  deleted: 'deleted',
  removed: 'deleted',
  done: 'completed',
  completed: 'completed',
  undone: 'reopened',
  reopened: 'reopened',
  linked: 'filed',
  unlinked: 'took out',
  uploaded: 'uploaded',
};

/** "a, b and c" */
export function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const title = (detail: Record<string, unknown>) => (typeof detail.title === 'string' && detail.title ? ` “${detail.title}”` : '');

export function describeActivity({ verb, detail }: Entry): string {
  switch (verb) {
    case 'matter.opened':
      return 'opened the matter';
    case 'matter.closed':
      return 'closed the matter';
    case 'matter.reopened':
      return 'reopened the matter';
    case 'conversation.started':
      return 'started a conversation about the matter';
    case 'deadline.done':
      return `marked the deadline${title(detail)} as met`;
    case 'deadline.reopened':
      return `marked the deadline${title(detail)} as not met`;
    case 'matter.updated': {
      const fields = Array.isArray(detail.fields) ? detail.fields.filter((f): f is string => typeof f === 'string') : [];
      return fields.length ? `changed ${listInWords(fields.map((f) => FIELD_NAMES[f] ?? f))}` : 'changed the matter';
    }
  }
  const [subject = '', action = ''] = verb.split('.');
  const noun = SUBJECTS[subject];
  const done = ACTIONS[action];
  if (!noun || !done) return verb.replace(/[._]/g, ' ');
  return noun === 'note' ? `${done} a note` : `${done} the ${noun}${title(detail)}`;
}
