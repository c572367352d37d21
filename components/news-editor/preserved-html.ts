import { Node } from '@tiptap/core';

/**
 * Blocks the toolbar does not edit but stored articles and pastes may hold — tables, figures, videos,
 * video-host iframes — are kept as they are: one selectable block holding its (already sanitised or
 * paste-cleaned) HTML, written back verbatim, so opening and saving an article never drops them.
 */
export const PreservedHtml = Node.create({
  name: 'preservedHtml',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    return {
      html: { default: '', rendered: false, parseHTML: (element: HTMLElement) => element.outerHTML },
    };
  },

  parseHTML() {
    return ['table', 'figure', 'video', 'iframe'].map((tag) => ({ tag, priority: 60 }));
  },

  renderHTML({ node }) {
    const template = document.createElement('template');
    template.innerHTML = String(node.attrs.html ?? '');
    return template.content.firstElementChild ?? document.createElement('div');
  },
});
