export { ContentEditor } from './ContentEditor.tsx';
export type { ContentBlockItem, ContentEdit, ContentEditorProps } from './ContentEditor.tsx';
