import type { BehaviorSubject } from 'rxjs';
import { openDialogState } from './event-bus';
import { useStore } from './store';

/** Reads a BehaviorSubject the calling package owns as React state (a store whose `changes` is the subject). */
export const useBehaviorSubject = <T,>(subject: BehaviorSubject<T>): T => useStore({ get: () => subject.value, changes: subject });

export const useOpenDialog = () => useStore(openDialogState);
