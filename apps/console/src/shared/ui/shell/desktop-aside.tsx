import { useDispatch, useSelector } from 'react-redux';
import { selectIsAsideOpened, toggleAside } from './aside-slice';
import { SideMenu } from './side-menu';

export function DesktopAside() {
  const isAsideOpened = useSelector(selectIsAsideOpened);
  const dispatch = useDispatch();
  return <SideMenu expanded={isAsideOpened} onToggle={() => dispatch(toggleAside())} />;
}
