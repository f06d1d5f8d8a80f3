export { MyTasks } from './components/my-tasks';
export { UpcomingDeadlines } from './components/upcoming-deadlines';
