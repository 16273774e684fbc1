import { createSystem } from '@chakra-ui/react';
import { themeConfigs } from './config.ts';

export const system = createSystem(...themeConfigs);
