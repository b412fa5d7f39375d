export { MyPapersPage } from './components/my-papers-page';
