import { Dropdown, type DropdownProps } from 'antd';
import { AntdIsland } from '../../antd-slim/antd-scope';

/** The header's menus, loaded once the page is idle (lazy-dropdown.tsx), in antd's theme: the header sits outside the routes' one. */
export function ThemedDropdown(props: DropdownProps) {
  return (
    <AntdIsland>
      <Dropdown {...props} />
    </AntdIsland>
  );
}
