<?php
/**
 * Plugin Name:       Avatalk
 * Description:       Puts your Avatalk video assistant on every page of this site: paste your widget key under Settings, Avatalk.
 * Version:           1.0.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            Avatalk
 * License:           GPL-2.0-or-later
 * Text Domain:       avatalk
 *
 * @package Avatalk
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/*
 * The widget's loader. The download stamps the address of the Avatalk server it came from here;
 * a site can point at another one by defining the constant in wp-config.php.
 */
if ( ! defined( 'AVATALK_WIDGET_SCRIPT_URL' ) ) {
	define( 'AVATALK_WIDGET_SCRIPT_URL', '__AVATALK_WIDGET_SCRIPT_URL__' );
}

/** The one option the plugin keeps; uninstall.php deletes it. */
const AVATALK_OPTION = 'avatalk_widget_key';

/** What a widget key looks like: the same rule as the Avatalk API's. */
const AVATALK_KEY_PATTERN = '/^[A-Za-z0-9_-]{8,128}$/';

/**
 * The key as saved: the trimmed value when it looks like a widget key, an empty value to remove
 * the assistant, and otherwise the key saved before, with a message on the settings page.
 *
 * @param mixed $value What the settings form sent.
 * @return string
 */
function avatalk_sanitize_key( $value ) {
	$key = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $key || 1 === preg_match( AVATALK_KEY_PATTERN, $key ) ) {
		return $key;
	}
	add_settings_error(
		AVATALK_OPTION,
		'avatalk_invalid_key',
		esc_html__( 'That is not an Avatalk widget key, so it was not saved. Copy the key from “Install on your website” on your Avatalk dashboard: it starts with wk_.', 'avatalk' )
	);
	$previous = get_option( AVATALK_OPTION, '' );
	return is_string( $previous ) ? $previous : '';
}

/** The setting, its section and its field, on the page under Settings. */
function avatalk_register_settings() {
	register_setting(
		'avatalk',
		AVATALK_OPTION,
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'avatalk_sanitize_key',
			'show_in_rest'      => false,
		)
	);
	add_settings_section( 'avatalk_widget', '', '__return_false', 'avatalk' );
	add_settings_field(
		AVATALK_OPTION,
		esc_html__( 'Widget key', 'avatalk' ),
		'avatalk_render_key_field',
		'avatalk',
		'avatalk_widget',
		array( 'label_for' => AVATALK_OPTION )
	);
}
add_action( 'admin_init', 'avatalk_register_settings' );

/** The key's text field. */
function avatalk_render_key_field() {
	$key = get_option( AVATALK_OPTION, '' );
	printf(
		'<input type="text" id="%1$s" name="%1$s" value="%2$s" class="regular-text code" autocomplete="off" spellcheck="false" />',
		esc_attr( AVATALK_OPTION ),
		esc_attr( is_string( $key ) ? $key : '' )
	);
	echo '<p class="description">' . esc_html__( 'Your widget key, from “Install on your website” on your Avatalk dashboard. Leave it empty to take the assistant off this site.', 'avatalk' ) . '</p>';
}

/** Settings, Avatalk. */
function avatalk_add_settings_page() {
	add_options_page(
		esc_html__( 'Avatalk', 'avatalk' ),
		esc_html__( 'Avatalk', 'avatalk' ),
		'manage_options',
		'avatalk',
		'avatalk_render_settings_page'
	);
}
add_action( 'admin_menu', 'avatalk_add_settings_page' );

/** The settings page; WordPress shows its messages (saved, or the refused key) above it. */
function avatalk_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<p>' . esc_html__( 'The assistant shows on the sites listed under Allowed domains in your Avatalk widget settings: add this site there too.', 'avatalk' ) . '</p>';
	echo '<form action="options.php" method="post">';
	settings_fields( 'avatalk' );
	do_settings_sections( 'avatalk' );
	submit_button();
	echo '</form></div>';
}

/** A "Settings" link beside Deactivate on the Plugins screen. */
function avatalk_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=avatalk' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'avatalk' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'avatalk_action_links' );

/** The one-line loader, at the end of every page of the site, once a key is set. */
function avatalk_print_snippet() {
	$key = get_option( AVATALK_OPTION, '' );
	if ( ! is_string( $key ) || 1 !== preg_match( AVATALK_KEY_PATTERN, $key ) ) {
		return;
	}
	printf(
		'<script src="%s" data-key="%s" async></script>' . "\n",
		esc_url( AVATALK_WIDGET_SCRIPT_URL ),
		esc_attr( $key )
	);
}
add_action( 'wp_footer', 'avatalk_print_snippet' );
