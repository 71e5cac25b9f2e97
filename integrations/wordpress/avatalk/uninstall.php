<?php
/**
 * Deleting the plugin deletes the one thing it stored: the widget key.
 *
 * @package Avatalk
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'avatalk_widget_key' );
