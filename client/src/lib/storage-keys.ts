/** Browser storage keys, exactly as the product spec names them (§3). */
export const STORAGE_KEYS = {
  hasSeenOnboarding: 'hasSeenOnboarding',
  hasSeenTour: 'hasSeenTour',
  newUserRegistered: 'newUserRegistered',
  resourceContext: 'resourceContext',
  resourceContextTeamId: 'resourceContextTeamId',
  /** the deployment a tab last adjusted its caches for (spec §4: "a timestamp marker is stored") */
  deploymentTimestamp: 'deploymentTimestamp',
  /** the state last picked for a new chat, so the next one starts with it */
  chatJurisdiction: 'chatJurisdiction',
  /** an edited document's unsaved text (per document and workspace), restored after a reload or a lost connection */
  editorBackup: 'editorBackup',
  /** (sessionStorage, per link) proof a protected share link's password was given, so a reload does not ask again */
  shareGrant: 'shareGrant',
} as const;
