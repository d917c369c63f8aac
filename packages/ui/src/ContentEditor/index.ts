export { ContentEditor } from './ContentEditor.tsx';
export type {
  ContentBlockItem,
  ContentEdit,
  ContentEditorProps,
  ContentSaved,
} from './ContentEditor.tsx';
