'use client';

import { Button, Checkbox, Form, Input } from 'antd';
import { AntdScope } from '@/components/providers/antd-scope';

/**
 * The post editor's antd controls, rendered hidden once a person's pointer reaches 发布 (issue 28 item 2). antd
 * writes a control's styles when it first renders one; done here, ahead, the click's render of the editor finds them
 * written and its code warm. It stays mounted (hidden, out of the accessibility tree) so antd keeps them cached.
 */
export function EditorStylesAhead() {
  return (
    <AntdScope>
      <div hidden aria-hidden="true" data-testid="editor-styles-ahead">
        <Form layout="vertical" component={false}>
          <Form.Item label=" " required>
            <Input maxLength={1} />
          </Form.Item>
          <Form.Item>
            <Input.TextArea maxLength={1} showCount />
          </Form.Item>
          <Form.Item valuePropName="checked">
            <Checkbox />
          </Form.Item>
          <Button type="primary" size="large" autoInsertSpace={false} />
          <Button />
        </Form>
      </div>
    </AntdScope>
  );
}
