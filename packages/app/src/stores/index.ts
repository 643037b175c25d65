export {
  RootStore,
  createRootStore,
  type RootStoreInstance,
  type RootStoreSnapshot,
  type CreateRootStoreOptions,
} from './RootStore';
export { SessionStore, CurrentUserModel, type SessionStoreInstance, type ResetPasswordInput } from './SessionStore';
export { SettingsStore, DEFAULT_APP_NAME, type SettingsStoreInstance } from './SettingsStore';
export { ProfileStore, type ProfileStoreInstance } from './ProfileStore';
export { RequestState, type RunResult } from './RequestState';
export { toFailure, FAILURE_KINDS, type Failure, type FailureKind } from './failure';
export { StoreProvider, useStores, type StoreProviderProps } from './StoreContext';
export { createAppStore, type CreateAppStoreOptions } from './createAppStore';
export { CatalogStore, orderCatalog, type CatalogStoreInstance } from './CatalogStore';
export { SurveyStore, type SurveyStep, type SurveyStoreInstance } from './SurveyStore';
export { HomeGateStore, GATE_PASSED_STORAGE_KEY, type HomeGateRoot, type HomeGateStoreInstance } from './HomeGateStore';
export {
  failureOutcome,
  anyFailureIsError,
  staysOnScreen,
  showScreen,
  toErrorScreen,
  signedOut,
  goTo,
  leaveTo,
  type FailureRule,
  type Outcome,
  type Place,
} from './outcome';
export {
  LibraryViewStore,
  LIBRARY_TABS,
  LIBRARY_VIEWS,
  type LibraryTab,
  type LibraryView,
  type LibraryViewRoot,
  type LibraryViewStoreInstance,
} from './LibraryViewStore';
export { CartStore, type CartStoreInstance } from './CartStore';
export {
  ConnectionsStore,
  shareableGuides,
  sharesPersonalMapBothWays,
  type ConnectionEntry,
  type ConnectionGuides,
  type ConnectionsStoreInstance,
  type ShareableGuide,
} from './ConnectionsStore';
export {
  ConnectionModel,
  SentRequestModel,
  ReceivedRequestModel,
  type ConnectionInstance,
  type SentRequestInstance,
  type ReceivedRequestInstance,
  type SharedWith,
} from './ConnectionEntities';
export { SharingViewStore, type SharingViewRoot, type SharingViewStoreInstance } from './SharingViewStore';
export { BellViewStore, type BellViewRoot, type BellViewStoreInstance } from './BellViewStore';
export { TraitsStore, type TraitsStoreInstance } from './TraitsStore';
